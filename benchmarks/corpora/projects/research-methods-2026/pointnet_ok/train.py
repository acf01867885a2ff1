import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state

from pointnet_ok import data
from pointnet_ok.config import Config
from pointnet_ok.models import build_model


@functools.partial(jax.jit, static_argnames=("num_classes",))
def train_step(state, points, labels, num_classes, smoothing):
    def loss_fn(params):
        logits = state.apply_fn(params, points)
        targets = optax.smooth_labels(jax.nn.one_hot(labels, num_classes), smoothing)
        return optax.softmax_cross_entropy(logits, targets).mean(), logits

    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    acc = (logits.argmax(-1) == labels).mean()
    return state.apply_gradients(grads=grads), loss, acc


@jax.jit
def predict(state, points):
    return state.apply_fn(state.params, points).argmax(-1)


def main(cfg=Config()):
    rng = np.random.default_rng(cfg.seed)
    model = build_model(cfg)
    pts, _ = data.make_batch(rng, 2, cfg.num_points)
    params = model.init(jax.random.PRNGKey(cfg.seed), jnp.asarray(pts))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(cfg.lr))

    for step in range(cfg.steps):
        pts, labels = data.make_batch(rng, cfg.batch_size, cfg.num_points)
        state, loss, acc = train_step(state, jnp.asarray(pts), jnp.asarray(labels),
                                      num_classes=cfg.num_classes, smoothing=cfg.label_smoothing)
        if step % 50 == 0 or step == cfg.steps - 1:
            print(f"step {step:3d}  loss {float(loss):.3f}  batch acc {float(acc):.2f}")

    pts, labels = data.make_batch(rng, 256, cfg.num_points)
    pred = np.asarray(predict(state, jnp.asarray(pts)))
    print(f"held-out accuracy over {len(data.SHAPES)} shapes: {(pred == labels).mean():.3f}")
