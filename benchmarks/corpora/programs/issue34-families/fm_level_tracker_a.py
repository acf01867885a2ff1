import jax
import jax.numpy as jnp

peaks = {}


def track(levels, inflow, outflow):
    def step(level, flows):
        q_in, q_out = flows
        level = jnp.maximum(level + q_in - q_out, 0.0)
        peaks["max_level"] = jnp.maximum(peaks.get("max_level", 0.0), level)
        return level, level

    final, history = jax.lax.scan(step, levels, (inflow, outflow))
    return final, history


t = jnp.linspace(0.0, 6.0, 40)
inflow = 1.0 + jnp.sin(t)
outflow = jnp.full_like(t, 0.9)
final, history = track(0.0, inflow, outflow)
print("final reservoir level:", float(final))
print("peak level:", float(peaks["max_level"]))
