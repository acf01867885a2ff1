import jax
import jax.numpy as jnp
import flax.linen as nn


class Model(nn.Module):
    @nn.compact
    def __call__(self, x, add_noise):
        x = nn.Dense(1)(x)
        return jnp.where(add_noise, x + jax.random.normal(self.make_rng("noise"), x.shape), x)


module = Model()
init_rng, apply_rng = jax.random.split(jax.random.key(0))
x = jnp.ones((8, 1))
variables = module.init({"params": init_rng, "noise": init_rng}, x, False)


@jax.jit
def forward(variables, x, add_noise, rng):
    return module.apply(variables, x, add_noise, rngs={"noise": rng})


print(forward(variables, x, True, apply_rng).shape)
print(forward(variables, x, False, apply_rng).shape)
