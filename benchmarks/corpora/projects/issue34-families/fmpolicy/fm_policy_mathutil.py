import jax.numpy as jnp


def normalize_advantages(adv, eps=1e-8):
    std = jnp.std(adv)
    if std > 0:
        return (adv - adv.mean()) / (std + eps)
    return adv - adv.mean()


def log_softmax(logits):
    return logits - jnp.log(jnp.sum(jnp.exp(logits - logits.max(-1, keepdims=True)), -1, keepdims=True)) - logits.max(-1, keepdims=True)
