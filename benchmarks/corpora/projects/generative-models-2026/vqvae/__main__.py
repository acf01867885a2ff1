import numpy as np
import jax.numpy as jnp
from flax import nnx

from .model import VQVAE
from .train import make_optimizer, fit
from .evaluate import code_usage, reconstruction_error


def make_images(rng, n, side=8):
    imgs = np.zeros((n, side, side, 1), np.float32)
    for i in range(n):
        r, c = rng.integers(0, side - 3, size=2)
        size = rng.integers(2, 4)
        imgs[i, r:r + size, c:c + size, 0] = 1.0
    return imgs


def main():
    rng = np.random.default_rng(4)
    data = jnp.asarray(make_images(rng, 512))
    test = jnp.asarray(make_images(rng, 128))
    num_codes = 16

    model = VQVAE(num_codes=num_codes, rngs=nnx.Rngs(4))
    optimizer = make_optimizer(model)
    for epoch, (loss, rec, ppl) in enumerate(fit(model, optimizer, data, rng, epochs=2)):
        print(f"epoch {epoch}: loss={loss:.4f} rec={rec:.4f} perplexity={ppl:.2f}")

    hist, used = code_usage(model, test, num_codes)
    print(f"codes used on test set: {used}/{num_codes}")
    print(f"test reconstruction mse: {reconstruction_error(model, test):.4f}")


if __name__ == "__main__":
    main()
