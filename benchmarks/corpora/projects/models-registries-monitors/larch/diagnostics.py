import jax
import jax.numpy as jnp


def grad_global_norm(grads):
    leaves = jax.tree_util.tree_leaves(grads)
    return jnp.sqrt(sum(jnp.sum(g ** 2) for g in leaves))


def debug_report(step, loss, gnorm, every):
    """Prints from inside a compiled step without pulling values to the host."""
    jax.lax.cond(
        step % every == 0,
        lambda: jax.debug.print("step {s}: loss={l:.4f} |g|={g:.3f}", s=step, l=loss, g=gnorm),
        lambda: None,
    )
