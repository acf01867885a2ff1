import equinox as eqx
import jax
import jax.numpy as jnp


class StepMonitor:
    """Keeps the size of every RK4 increment seen while integrating."""

    def __init__(self):
        self.history = []

    def record(self, dy):
        jax.debug.callback(self.history.append, jnp.max(jnp.abs(dy)))

    def summary(self):
        sizes = jnp.asarray(self.history)
        return {"peak_increment": float(sizes.max()), "mean_increment": float(sizes.mean()), "count": len(self.history)}


def count_params(model):
    return sum(x.size for x in jax.tree.leaves(eqx.filter(model, eqx.is_array)))
