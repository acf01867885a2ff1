import jax
import jax.numpy as jnp
import numpy as np

CHANNEL_MEAN = np.array([0.485, 0.456, 0.406], dtype=np.float32)
CHANNEL_STD = np.array([0.229, 0.224, 0.225], dtype=np.float32)


@jax.jit
def preprocess(images):
    images = jnp.asarray(images, dtype=jnp.float32) / 255.0
    return (images - CHANNEL_MEAN) / CHANNEL_STD


@jax.jit
def gaussian_window(x, sigma):
    norm = 1.0 / (sigma * np.sqrt(2.0 * np.pi))
    w = norm * jnp.exp(-0.5 * (x / sigma) ** 2)
    return w / np.sum(w)


raw = np.random.default_rng(0).integers(0, 256, size=(2, 4, 4, 3)).astype(np.uint8)
out = preprocess(raw)
print(out.shape, np.asarray(out).mean(axis=(0, 1, 2)).round(2))
w = gaussian_window(jnp.linspace(-3.0, 3.0, 7), 1.0)
print(np.asarray(w).round(3), float(w.sum()))
