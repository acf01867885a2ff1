import functools

import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from . import losses, models, utils


class DistillState(train_state.TrainState):
    temperature: float = 1.0


def make_batch(key, cfg):
    kx, ky = jax.random.split(key)
    x = jax.random.normal(kx, (cfg.batch_size, cfg.in_dim))
    y = jax.random.randint(ky, (cfg.batch_size,), 0, cfg.num_classes)
    return {"x": x, "y": y}


def create_state(cfg, key):
    student, teacher = models.build(cfg)
    k1, k2 = jax.random.split(key)
    dummy = jnp.zeros((1, cfg.in_dim))
    params = student.init(k1, dummy)["params"]
    t_params = teacher.init(k2, dummy)["params"]
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(cfg.lr))
    state = DistillState.create(
        apply_fn=student.apply, params=params, tx=tx, temperature=cfg.temperature
    )
    return state, functools.partial(teacher.apply, {"params": t_params})


@functools.partial(jax.jit, static_argnames=("num_classes",))
def train_step(state, batch, teacher_logits, num_classes, eps, weight):
    grad_fn = jax.value_and_grad(losses.total_loss, has_aux=True)
    (loss, aux), grads = grad_fn(
        state.params, state, batch, teacher_logits, num_classes, eps, weight
    )
    state = state.apply_gradients(grads=grads)
    aux = dict(aux, loss=loss, gnorm=utils.tree_norm(grads))
    return state, aux


def fit(cfg):
    key = jax.random.PRNGKey(cfg.seed)
    key, sk = jax.random.split(key)
    state, teacher_fn = create_state(cfg, sk)
    history = []
    for step in range(cfg.steps):
        key, bk = jax.random.split(key)
        batch = make_batch(bk, cfg)
        t_logits = teacher_fn(batch["x"])
        state, aux = train_step(
            state, batch, t_logits, cfg.num_classes, cfg.label_smoothing, cfg.distill_weight
        )
        history.append(float(aux["loss"]))
        if step % cfg.log_every == 0:
            utils.log_metrics(step, aux)
    return state, history
