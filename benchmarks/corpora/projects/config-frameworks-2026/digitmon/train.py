import jax
import jax.numpy as jnp
import numpy as np
import optax

from .data import make_glyphs
from .hooks import HookList
from .model import GlyphCNN


def run(cfg):
    images, labels = make_glyphs(seed=cfg.seed, **cfg.data)
    net = GlyphCNN(tuple(cfg.model.features), cfg.model.dense, cfg.data.num_classes, cfg.model.dropout)
    params = net.init(jax.random.PRNGKey(cfg.seed), jnp.zeros((1,) + images.shape[1:]))
    tx = optax.chain(optax.clip_by_global_norm(cfg.train.clip_norm), optax.adam(cfg.train.learning_rate))
    opt_state = tx.init(params)
    hooks = HookList(cfg.monitors)

    def loss_fn(params, x, y):
        logits = net.apply(params, x, train=True)
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return loss, jnp.mean(jnp.argmax(logits, -1) == y)

    @jax.jit
    def train_step(params, opt_state, x, y):
        (loss, acc), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, x, y)
        metrics = hooks.on_step(grads, {"loss": loss, "accuracy": acc})
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, metrics

    rng = np.random.default_rng(cfg.seed)
    for step in range(cfg.train.steps):
        idx = rng.choice(len(images), cfg.train.batch_size, replace=False)
        params, opt_state, metrics = train_step(params, opt_state, images[idx], labels[idx])
        hooks.on_host(step, metrics)
        if step % cfg.train.log_every == 0:
            print(f"step {step:3d}  loss {float(metrics['loss']):.4f}  acc {float(metrics['accuracy']):.3f}")

    for name, value in hooks.summary().items():
        print(f"{name}: {value}")
    return params
