import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax


def make_optimizer(cfg):
    sched = optax.warmup_cosine_decay_schedule(0.0, cfg["lr"], cfg["warmup"], cfg["steps"] + 1)
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adam(sched))


def lm_loss(params, model, batch):
    logits = model.apply({"params": params}, batch["tokens"], batch["mask"])
    losses = optax.softmax_cross_entropy_with_integer_labels(logits[:, :-1], batch["tokens"][:, 1:])
    weights = batch["mask"][:, 1:].astype(jnp.float32)
    return (losses * weights).sum() / weights.sum()


@functools.partial(jax.jit, static_argnums=(1, 2))
def train_step(params, model, tx, opt_state, batch):
    loss, grads = jax.value_and_grad(lm_loss)(params, model, batch)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def padded_batches(cfg, vocab, steps, seed=0):
    rng = np.random.default_rng(seed)
    b, n = cfg["batch"], cfg["max_len"]
    for _ in range(steps):
        lengths = rng.integers(n // 2, n + 1, b)
        mask = (np.arange(n)[None] < lengths[:, None]).astype(np.int32)
        tokens = rng.integers(1, vocab, (b, n)) * mask
        yield {"tokens": tokens, "mask": mask}
