import jax
import jax.numpy as jnp


@jax.jit
def learning_rate(step, base_lr, warmup, hold_until):
    warm = base_lr * (step + 1) / warmup
    decayed = base_lr * jnp.exp(-0.01 * (step - hold_until))
    holding = (step >= warmup) and (step < hold_until)
    return jnp.where(step < warmup, warm, jnp.where(holding, base_lr, decayed))


steps = list(range(0, 100, 9))
schedule = [float(learning_rate(s, 0.1, 10, 50)) for s in steps]
print([round(v, 4) for v in schedule])
print("peak at step", steps[max(range(len(steps)), key=schedule.__getitem__)])
