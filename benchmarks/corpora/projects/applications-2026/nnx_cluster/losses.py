import jax
import jax.numpy as jnp


def clustering_loss(model, batch, beta=0.1):
    recon, logits = model(batch["x"])
    rec = jnp.mean((recon - batch["x"]) ** 2)
    q = jax.nn.softmax(logits)
    compact = -jnp.mean(jnp.sum(q * logits, axis=-1)) * model.temperature
    return rec + beta * compact, rec
