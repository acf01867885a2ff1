import jax.numpy as jnp


def attention_entropy(model):
    stats = []
    for i, block in enumerate(model.blocks):
        attn = block.attn.last_attn
        ent = -(attn * jnp.log(attn + 1e-9)).sum(axis=-1).mean()
        stats.append((i, float(ent)))
    return stats
