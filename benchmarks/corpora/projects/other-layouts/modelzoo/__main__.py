import sys

import jax
import jax.numpy as jnp

from . import steps
from .nets import count_params
from .registry import get_model_class

CLASSES = 4


def synthetic_images(key, n=64, size=12):
    k_lab, k_pix = jax.random.split(key)
    labels = jax.random.randint(k_lab, (n,), 0, CLASSES)
    base = jax.random.uniform(k_pix, (n, size, size, 1)) * 64.0
    stripe = (jnp.arange(size) % CLASSES)[None, None, :, None] == labels[:, None, None, None]
    return base + 160.0 * stripe, labels


def main(name="cnn"):
    key = jax.random.PRNGKey(0)
    k_data, k_init = jax.random.split(key)
    images, labels = synthetic_images(k_data)
    model_cls = get_model_class(name)
    params, opt_state = steps.init_state(model_cls, k_init, images[:1], CLASSES)
    print(f"{name}: {count_params(params)} parameters")
    for epoch in range(5):
        for start in range(0, images.shape[0], 16):
            params, opt_state, loss = steps.train_step(
                params, opt_state, images[start : start + 16], labels[start : start + 16],
                model_cls=model_cls, classes=CLASSES,
            )
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main(*sys.argv[1:2])
