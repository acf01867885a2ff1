"""Sobel edge maps and thresholded foreground statistics for a batch of images."""
import jax
import jax.numpy as jnp
import numpy as np

KX = jnp.array([[-1.0, 0.0, 1.0], [-2.0, 0.0, 2.0], [-1.0, 0.0, 1.0]])
SETTINGS = {"size": 40, "batch": 6, "quantile": 0.85, "blur_sigma": 1.0}


def gaussian_kernel(sigma, radius=3):
    x = jnp.arange(-radius, radius + 1, dtype=jnp.float32)
    g = jnp.exp(-0.5 * (x / sigma) ** 2)
    k = jnp.outer(g, g)
    return k / k.sum()


def synth_batch(n, size, seed=1):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[0:size, 0:size]
    out = np.zeros((n, size, size), np.float32)
    for i in range(n):
        x0, y0 = rng.integers(8, size - 8, size=2)
        w = rng.integers(4, 10)
        out[i] = ((np.abs(xx - x0) < w) & (np.abs(yy - y0) < w)).astype(np.float32)
        out[i] += 0.05 * rng.standard_normal((size, size))
    return jnp.asarray(out)


def edges(img):
    blurred = jax.scipy.signal.convolve2d(img, gaussian_kernel(SETTINGS["blur_sigma"]), mode="same")
    gx = jax.scipy.signal.convolve2d(blurred, KX, mode="same")
    gy = jax.scipy.signal.convolve2d(blurred, KX.T, mode="same")
    return jnp.hypot(gx, gy)


def masked_mean(values, mask):
    total = jnp.sum(jnp.where(mask, values, 0.0))
    count = jnp.maximum(jnp.sum(mask), 1)
    return total / count


@jax.jit
def analyse(img):
    mag = edges(img)
    thresh = jnp.quantile(mag, SETTINGS["quantile"])
    strong = mag > thresh
    n_pixels = np.prod(img.shape)
    return {
        "edge_mean": masked_mean(mag, strong),
        "edge_fraction": jnp.sum(strong) / n_pixels,
        "foreground": masked_mean(img, img > 0.5),
    }


def main():
    batch = synth_batch(SETTINGS["batch"], SETTINGS["size"])
    stats = jax.vmap(analyse)(batch)
    for i in range(SETTINGS["batch"]):
        row = {k: float(v[i]) for k, v in stats.items()}
        print(f"img {i}: " + ", ".join(f"{k}={v:.3f}" for k, v in row.items()))
    host = np.asarray(batch[0])
    print("foreground pixels in first image (host-side):", host[host > 0.5].size)


if __name__ == "__main__":
    main()
