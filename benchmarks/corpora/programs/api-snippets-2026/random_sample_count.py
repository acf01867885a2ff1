import jax
import jax.numpy as jnp


def draw_points(key, n_points, scale):
    key, k_loc, k_noise = jax.random.split(key, 3)
    center = jax.random.uniform(k_loc, (2,), minval=-1.0, maxval=1.0)
    noise = jax.random.normal(k_noise, (n_points, 2)) * scale
    return center + noise


def spread(points):
    centered = points - points.mean(axis=0)
    return jnp.sqrt(jnp.mean(jnp.sum(centered ** 2, axis=-1)))


key = jax.random.PRNGKey(7)
n = jnp.int32(10)
out = jax.eval_shape(draw_points, key, n, 0.3)
print(out.shape, out.dtype)

pts = jax.jit(draw_points)(key, n, 0.3)
print(pts.mean(axis=0), spread(pts))
