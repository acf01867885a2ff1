import jax.numpy as jnp


def normalize_advantages(adv, eps=1e-8, center=True):
    if adv.ndim > 1:
        adv = adv.reshape(-1)
    if center:
        adv = adv - adv.mean()
    return adv / (jnp.std(adv) + eps)


def log_softmax(logits):
    return logits - jnp.log(jnp.sum(jnp.exp(logits - logits.max(-1, keepdims=True)), -1, keepdims=True)) - logits.max(-1, keepdims=True)
