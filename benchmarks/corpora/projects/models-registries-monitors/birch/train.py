from functools import partial

import jax
import optax

from .config import Config
from .data import GaussianBlobs
from .losses import accuracy, cross_entropy
from .model import init_mlp, mlp_forward


@partial(jax.jit, static_argnames=("num_classes", "optimizer"))
def update(params, opt_state, x, y, *, num_classes, smoothing, optimizer):
    def objective(p):
        logits = mlp_forward(p, x)
        return cross_entropy(logits, y, num_classes, smoothing), logits

    (loss, logits), grads = jax.value_and_grad(objective, has_aux=True)(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, accuracy(logits, y)


def train(cfg: Config):
    data = GaussianBlobs(cfg.in_dim, cfg.num_classes, cfg.seed)
    sizes = (cfg.in_dim, *cfg.hidden, cfg.num_classes)
    params = init_mlp(jax.random.PRNGKey(cfg.seed), sizes)
    optimizer = optax.sgd(cfg.lr * 20, momentum=0.9)
    opt_state = optimizer.init(params)
    for step in range(cfg.steps):
        x, y = data.sample(cfg.batch_size)
        params, opt_state, loss, acc = update(
            params, opt_state, x, y,
            num_classes=cfg.num_classes, smoothing=cfg.label_smoothing, optimizer=optimizer,
        )
        if step % 10 == 0 or step == cfg.steps - 1:
            print(f"[{step:02d}] loss {float(loss):.4f} acc {float(acc):.3f}")
    return params
