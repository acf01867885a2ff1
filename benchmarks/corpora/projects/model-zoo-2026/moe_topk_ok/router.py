import jax
import jax.numpy as jnp


def top_k_gating(logits, k):
    probs = jax.nn.softmax(logits, axis=-1)
    top_p, top_i = jax.lax.top_k(probs, k)
    top_p = top_p / top_p.sum(axis=-1, keepdims=True)
    gates = (jax.nn.one_hot(top_i, probs.shape[-1]) * top_p[..., None]).sum(axis=-2)
    return gates, probs


def load_balance_loss(gates, probs):
    num_experts = probs.shape[-1]
    frac_tokens = (gates > 0).mean(axis=(0, 1))
    frac_probs = probs.mean(axis=(0, 1))
    return num_experts * jnp.sum(frac_tokens * frac_probs)
