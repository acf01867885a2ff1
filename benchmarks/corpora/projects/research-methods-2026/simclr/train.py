import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from simclr import augment, data, evaluate, objectives
from simclr.models import SimCLRModel
from simclr.utils import get_config


def build(cfg):
    rngs = nnx.Rngs(cfg.seed)
    m = cfg.model
    model = SimCLRModel(cfg.input_dim, m.hidden, m.rep_dim, m.proj_dim, rngs)
    optimizer = nnx.Optimizer(model, optax.adamw(cfg.lr, weight_decay=1e-4), wrt=nnx.Param)
    return model, optimizer


def run():
    cfg = get_config()
    x, y = data.make_prototype_data(cfg.seed, cfg.n_train + 512, cfg.num_classes, cfg.input_dim)
    x_tr, y_tr, x_te, y_te = x[: cfg.n_train], y[: cfg.n_train], x[cfg.n_train:], y[cfg.n_train:]
    model, optimizer = build(cfg)
    criterion = getattr(objectives, cfg.objective)
    aug = dict(cfg.aug)
    temperature = cfg.temperature

    @nnx.jit
    def train_step(model, optimizer, xb, key):
        v1, v2 = augment.two_views(key, xb, aug)

        def loss_fn(model):
            return criterion(model(v1), model(v2), temperature)

        loss, grads = nnx.value_and_grad(loss_fn)(model)
        optimizer.update(model, grads)
        return loss

    rng = np.random.default_rng(cfg.seed)
    key = jax.random.PRNGKey(cfg.seed)
    for step in range(cfg.steps):
        idx = rng.choice(cfg.n_train, cfg.batch_size, replace=False)
        key, sub = jax.random.split(key)
        loss = train_step(model, optimizer, jnp.asarray(x_tr[idx]), sub)
        if step % 50 == 0:
            print(f"[{step:03d}] contrastive loss = {float(loss):.4f}")

    rep = nnx.jit(lambda m, v: m.represent(v))
    acc = evaluate.knn_accuracy(np.asarray(rep(model, x_tr)), y_tr, np.asarray(rep(model, x_te)), y_te)
    print(f"kNN accuracy of learned representation: {acc:.3f}")
    return 0
