import jax
import jax.numpy as jnp


@jax.jit
def normalize_rows(x, eps=1e-6):
    print("tracing normalize_rows with", x)  # prints a tracer, once per compilation
    print(f"input shape {x.shape}, dtype {x.dtype}")
    norms = jnp.linalg.norm(x, axis=1, keepdims=True)
    print(f"norms: {norms}")  # f-string of a tracer is fine, it just shows the abstract value
    jax.debug.print("max row norm = {m:.3f}", m=norms.max())
    return x / (norms + eps)


key = jax.random.PRNGKey(0)
batch = jax.random.normal(key, (4, 3))
out = normalize_rows(batch)
out = normalize_rows(batch * 2.0)  # same shape: no retrace, no Python print
print(jnp.linalg.norm(out, axis=1))
