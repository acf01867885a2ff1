import jax
import jax.numpy as jnp

from . import utils


def cross_entropy(logits, targets):
    logp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.mean(jnp.sum(targets * logp, axis=-1))


def distill(student_logits, teacher_logits, temperature):
    p_t = utils.soften(teacher_logits, temperature)
    logp_s = jax.nn.log_softmax(student_logits / temperature, axis=-1)
    return -jnp.mean(jnp.sum(p_t * logp_s, axis=-1))


def total_loss(params, state, batch, teacher_logits, num_classes, eps, weight):
    logits = state.apply_fn({"params": params}, batch["x"])
    targets = utils.one_hot_smooth(batch["y"], num_classes, eps)
    ce = cross_entropy(logits, targets)
    kd = distill(logits, teacher_logits, state.temperature)
    acc = jnp.mean(jnp.argmax(logits, -1) == batch["y"])
    return ce + weight * kd, {"ce": ce, "kd": kd, "acc": acc}
