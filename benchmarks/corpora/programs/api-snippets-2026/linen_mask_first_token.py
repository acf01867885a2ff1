import flax.linen as nn
import jax
import jax.numpy as jnp


class TokenEncoder(nn.Module):
    hidden: int = 8

    @nn.compact
    def __call__(self, x):
        h = nn.Dense(self.hidden)(x)
        h = nn.gelu(h)
        h[:, 0] = 0.0
        return nn.Dense(1)(h)


model = TokenEncoder()
x = jnp.ones((4, 5))
params = model.init(jax.random.PRNGKey(0), x)
apply_fn = jax.jit(model.apply)
out = apply_fn(params, x)
print(out.shape)
