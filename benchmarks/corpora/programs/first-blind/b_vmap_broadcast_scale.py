"""Per-example feature scaling with an unbatched scale argument."""

import jax
import jax.numpy as jnp


def scale_features(x, scale, clip):
    if clip:
        x = jnp.clip(x, -3.0, 3.0)
    if scale != 1.0:
        x = x * scale
    return x - x.mean()


batched = jax.vmap(scale_features, in_axes=(0, None, None))

if __name__ == "__main__":
    data = jax.random.normal(jax.random.PRNGKey(0), (4, 6)) * 4
    print(batched(data, 0.5, True).shape)
    print(batched(data, 1.0, False)[0])
