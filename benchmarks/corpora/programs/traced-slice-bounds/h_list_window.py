import jax
import jax.numpy as jnp


@jax.jit
def recent(frames, k):
    return jnp.stack(frames[-k:]).mean(axis=0)


frames = [jnp.full((2,), float(i)) for i in range(6)]
print(recent(frames, 2))
