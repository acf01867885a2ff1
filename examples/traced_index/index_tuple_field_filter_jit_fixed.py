"""The task id kept a Python int: `filter_jit` leaves it static, one compilation per
head."""

import equinox as eqx
import jax
import jax.numpy as jnp


class MultiHead(eqx.Module):
    trunk: eqx.nn.Linear
    heads: tuple

    def __init__(self, key):
        keys = jax.random.split(key, 3)
        self.trunk = eqx.nn.Linear(4, 8, key=keys[0])
        self.heads = tuple(eqx.nn.Linear(8, 1, key=k) for k in keys[1:])

    def __call__(self, x, task):
        head = self.heads[task]
        return head(jax.nn.relu(self.trunk(x)))


@eqx.filter_jit
def predict(model, x, task):
    return model(x, task)


batch = {"x": jnp.ones(4), "task": 1}
predict(MultiHead(jax.random.key(0)), batch["x"], batch["task"])
