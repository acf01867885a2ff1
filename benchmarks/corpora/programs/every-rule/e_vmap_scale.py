"""Per-example data augmentation applied with vmap in a small input pipeline."""
import jax
import jax.numpy as jnp


def augment(image, brightness, key):
    noise = 0.01 * jax.random.normal(key, image.shape)
    return jnp.clip(image * brightness + noise, 0.0, 1.0)


def standardise(batch):
    mean = batch.mean(axis=(1, 2), keepdims=True)
    std = batch.std(axis=(1, 2), keepdims=True)
    return (batch - mean) / (std + 1e-6)


def augment_batch(images, brightness, key):
    keys = jax.random.split(key, images.shape[0])
    return jax.vmap(augment, in_axes=(0, 0, 0))(images, brightness, keys)


images = jax.random.uniform(jax.random.PRNGKey(0), (6, 8, 8))
out = standardise(augment_batch(images, 1.2, jax.random.PRNGKey(1)))
print(out.shape)
