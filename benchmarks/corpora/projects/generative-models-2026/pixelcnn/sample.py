import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("apply_fn", "order", "num_samples"))
def sample(apply_fn, params, key, order, num_samples):
    img = jnp.zeros((num_samples, order.height, order.width, 1))
    keys = jax.random.split(key, len(order))

    def body(i, img):
        row, col = order.position(i)
        logits = apply_fn({"params": params}, img, train=False)
        pix = jax.random.categorical(keys[i], logits[:, row, col, :])
        return img.at[:, row, col, 0].set(pix.astype(img.dtype))

    return jax.lax.fori_loop(0, len(order), body, img)
