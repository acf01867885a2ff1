import numpy as np
import jax
import jax.numpy as jnp

from .model import PixelCNN
from .ordering import RasterOrder
from .train import create_state, fit, loss_on_batch
from .sample import sample

SIDE = 6


def bars(rng, n):
    imgs = np.zeros((n, SIDE, SIDE, 1), np.float32)
    for i in range(n):
        k = rng.integers(SIDE)
        if rng.random() < 0.5:
            imgs[i, k, :, 0] = 1.0
        else:
            imgs[i, :, k, 0] = 1.0
    return imgs


def looks_like_bar(img):
    img = img[..., 0]
    return bool((img.sum(1) == SIDE).sum() + (img.sum(0) == SIDE).sum() >= 1)


def main():
    rng = np.random.default_rng(6)
    train = jnp.asarray(bars(rng, 640))
    test = jnp.asarray(bars(rng, 128))

    model = PixelCNN(num_levels=2, features=24, num_blocks=2)
    key = jax.random.PRNGKey(6)
    k_init, k_fit, k_samp = jax.random.split(key, 3)
    state = create_state(model, k_init, (SIDE, SIDE, 1))
    state = fit(state, train, k_fit, epochs=2)
    test_bpd = float(loss_on_batch(state, test, k_samp, train=False))
    print(f"test bits/dim={test_bpd:.3f}")

    order = RasterOrder(SIDE, SIDE)
    imgs = np.asarray(sample(state.apply_fn, state.params, k_samp, order, 8))
    print(f"samples: {imgs.shape}, bar-like fraction={np.mean([looks_like_bar(x) for x in imgs]):.2f}")


if __name__ == "__main__":
    main()
