import jax.numpy as jnp


def warmup_cosine(peak_lr, warmup_steps, total_steps, final_frac=0.05):
    def schedule(step):
        warm = peak_lr * (step + 1) / warmup_steps
        progress = (step - warmup_steps) / max(1, total_steps - warmup_steps)
        cosine = 0.5 * (1.0 + jnp.cos(jnp.pi * jnp.minimum(progress, 1.0)))
        decayed = peak_lr * (final_frac + (1 - final_frac) * cosine)
        return jnp.where(step < warmup_steps, warm, decayed)
    return schedule
