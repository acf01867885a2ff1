import jax
import jax.numpy as jnp


def oriented_bars(key, n, size, num_classes):
    """Each image holds a bar whose orientation (0, 45, 90, 135 deg) is the label."""
    k_lab, k_off, k_noise = jax.random.split(key, 3)
    labels = jax.random.randint(k_lab, (n,), 0, num_classes)
    angle = labels.astype(jnp.float32) * jnp.pi / num_classes
    yy, xx = jnp.meshgrid(jnp.arange(size), jnp.arange(size), indexing="ij")
    c = (size - 1) / 2.0
    offset = jax.random.uniform(k_off, (n,), minval=-1.0, maxval=1.0)
    dist = jnp.abs(
        (xx[None] - c) * jnp.sin(angle)[:, None, None] - (yy[None] - c) * jnp.cos(angle)[:, None, None]
        - offset[:, None, None]
    )
    img = jnp.exp(-(dist ** 2))
    img = img + 0.1 * jax.random.normal(k_noise, img.shape)
    return img[:, None, :, :], labels
