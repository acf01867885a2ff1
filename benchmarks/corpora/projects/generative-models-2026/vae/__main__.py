import numpy as np
import jax

from .model import VAE
from .train import create_state, fit
from .evaluate import evaluate, sample_images


def make_patterns(rng, n, side=6):
    imgs = np.zeros((n, side, side), np.float32)
    for i in range(n):
        if rng.random() < 0.5:
            imgs[i, rng.integers(side), :] = 1.0
        else:
            imgs[i, :, rng.integers(side)] = 1.0
    flips = rng.random(imgs.shape) < 0.03
    imgs = np.where(flips, 1.0 - imgs, imgs)
    return imgs.reshape(n, -1)


def main():
    rng = np.random.default_rng(1)
    train = jax.numpy.asarray(make_patterns(rng, 768))
    test = jax.numpy.asarray(make_patterns(rng, 256))

    model = VAE(data_dim=train.shape[1], latent_dim=3)
    key = jax.random.PRNGKey(1)
    k_init, k_fit, k_samp = jax.random.split(key, 3)
    state = create_state(model, k_init)
    state, history = fit(state, train, k_fit, epochs=3, warmup_steps=24)
    for epoch, m in enumerate(history):
        print(f"epoch {epoch}: loss={float(m['loss']):.3f} kl={float(m['kl']):.3f} "
              f"beta={float(m['beta']):.2f}")

    mean_elbo, low_elbo = evaluate(state, test)
    print(f"test elbo: mean={mean_elbo:.3f} p10={low_elbo:.3f}")
    imgs = sample_images(model, state.params, k_samp, 8)
    print("sample pixel density:", imgs.mean().round(3))


if __name__ == "__main__":
    main()
