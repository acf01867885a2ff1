"""Loss computation that remembers the most recent loss on the class."""
import jax
import jax.numpy as jnp


class Tracker:
    last = None


@jax.jit
def mse(pred, target):
    err = jnp.mean((pred - target) ** 2)
    Tracker.last = err
    return err


loss = mse(jnp.ones(4), jnp.zeros(4))
print(loss)
print(Tracker.last + 1.0)
