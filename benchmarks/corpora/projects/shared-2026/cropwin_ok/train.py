import functools

import jax

from . import augment, losses


@functools.partial(jax.jit, static_argnames=("cfg",))
def epoch(params, clean, key, cfg):
    def body(i, carry):
        params, total = carry
        noisy, target = augment.jitter_batch(clean, jax.random.fold_in(key, i), cfg.crop)
        loss, grads = jax.value_and_grad(losses.recon)(params, noisy, target, cfg.border)
        params = jax.tree.map(lambda p, g: p - cfg.lr * g, params, grads)
        return params, total + loss

    params, total = jax.lax.fori_loop(0, cfg.iters, body, (params, 0.0))
    return params, total / cfg.iters
