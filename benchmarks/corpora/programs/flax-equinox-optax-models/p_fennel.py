"""Learning-rate warmup followed by cosine decay, applied in a jitted update."""

import jax
import jax.numpy as jnp
import optax

traced_branches = []


def warmup(step, base):
    traced_branches.append("warmup")
    return base * (step + 1) / 10.0


def cosine(step, base):
    traced_branches.append("cosine")
    jax.debug.print("cosine phase at step {s}", s=step)
    return base * 0.5 * (1 + jnp.cos(jnp.pi * jnp.minimum(step - 10, 40) / 40.0))


def learning_rate(step, base=0.1):
    return jax.lax.cond(step < 10, warmup, cosine, step, base)


@jax.jit
def update(params, grads, step):
    lr = learning_rate(step)
    phase = jax.lax.switch(jnp.clip(step // 10, 0, 2), [lambda: 0, lambda: 1, lambda: 2])
    new = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return new, lr, phase


params = {"w": jnp.ones((3,)), "b": jnp.zeros(())}
loss = lambda p: jnp.sum((p["w"] * 2.0 + p["b"] - 1.0) ** 2)
schedule = optax.warmup_cosine_decay_schedule(0.0, 0.1, 10, 50)
for step in range(0, 24, 6):
    grads = jax.grad(loss)(params)
    params, lr, phase = update(params, grads, jnp.asarray(step))
    assert abs(float(lr) - float(schedule(step))) < 0.1
print(float(loss(params)), sorted(set(traced_branches)), int(phase))
