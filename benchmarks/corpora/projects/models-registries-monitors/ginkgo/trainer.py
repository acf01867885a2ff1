import jax
import jax.numpy as jnp
import numpy as np
import optax

from .config import ExperimentConfig
from .losses import LOSSES
from .utils import accuracy


def init_params(key, cfg: ExperimentConfig):
    k1, k2 = jax.random.split(key)
    return {
        "hidden": {"w": 0.3 * jax.random.normal(k1, (cfg.features, cfg.hidden)), "b": jnp.zeros(cfg.hidden)},
        "out": {"w": 0.3 * jax.random.normal(k2, (cfg.hidden, cfg.num_classes)), "b": jnp.zeros(cfg.num_classes)},
    }


def forward(params, x):
    h = jnp.tanh(x @ params["hidden"]["w"] + params["hidden"]["b"])
    return h @ params["out"]["w"] + params["out"]["b"]


class Trainer:
    def __init__(self, cfg: ExperimentConfig):
        self.cfg = cfg
        self.loss_fn = LOSSES.get(cfg.loss)
        self.tx = optax.chain(optax.clip_by_global_norm(1.0), optax.sgd(cfg.lr, momentum=0.9))
        self.params = init_params(jax.random.PRNGKey(cfg.seed), cfg)
        self.opt_state = self.tx.init(self.params)
        self._step = jax.jit(self._train_step)
        rng = np.random.default_rng(cfg.seed)
        self._proto = rng.normal(size=(cfg.num_classes, cfg.features)).astype(np.float32) * 2
        self._rng = rng

    def _objective(self, params, x, y):
        logits = forward(params, x)
        return self.loss_fn(logits, y), logits

    def _train_step(self, params, opt_state, x, y):
        (loss, logits), grads = jax.value_and_grad(self._objective, has_aux=True)(params, x, y)
        updates, opt_state = self.tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss, accuracy(logits, y)

    def sample(self):
        # imbalanced: class 0 is three times as common
        p = np.array([3.0] + [1.0] * (self.cfg.num_classes - 1))
        y = self._rng.choice(self.cfg.num_classes, size=self.cfg.batch_size, p=p / p.sum()).astype(np.int32)
        x = self._proto[y] + self._rng.normal(size=(y.size, self.cfg.features)).astype(np.float32)
        return x, y

    def fit(self):
        for epoch in range(self.cfg.epochs):
            losses, accs = [], []
            for _ in range(self.cfg.batches_per_epoch):
                x, y = self.sample()
                self.params, self.opt_state, loss, acc = self._step(self.params, self.opt_state, x, y)
                losses.append(loss)
                accs.append(acc)
            print(f"epoch {epoch} loss {np.mean(jax.device_get(losses)):.4f} acc {np.mean(jax.device_get(accs)):.3f}")
        return self.params
