import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x, training):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(rate=0.2, deterministic=not training)(x)
        return nn.Dense(1)(x).squeeze(-1)


model = MLP()


@jax.jit
def loss_fn(params, x, y, training, dropout_key):
    preds = model.apply(params, x, training, rngs={"dropout": dropout_key})
    return jnp.mean((preds - y) ** 2)


init_key, dropout_key, data_key = jax.random.split(jax.random.PRNGKey(0), 3)
x = jax.random.normal(data_key, (16, 4))
y = x.sum(axis=1)
params = model.init(init_key, x, training=False)
print("train loss:", loss_fn(params, x, y, True, dropout_key))
