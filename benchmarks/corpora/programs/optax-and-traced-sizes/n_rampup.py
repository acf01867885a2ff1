"""Linear regression trained with AdamW and a piecewise learning rate."""
import jax
import jax.numpy as jnp
import optax

WARMUP_STEPS = 20
PEAK_LR = 3e-2
TOTAL_STEPS = 100
USE_WARMUP = True


def lr_schedule(step):
    decay = PEAK_LR * (1.0 - (step - WARMUP_STEPS) / (TOTAL_STEPS - WARMUP_STEPS))
    if not USE_WARMUP:
        return decay
    ramp = PEAK_LR * step / WARMUP_STEPS
    return jnp.where(step < WARMUP_STEPS, ramp, decay)


optimizer = optax.chain(
    optax.clip_by_global_norm(1.0),
    optax.adamw(learning_rate=lr_schedule, weight_decay=1e-4),
)


def loss_fn(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    return params, opt_state, loss


key = jax.random.key(0)
kx, kw = jax.random.split(key)
x = jax.random.normal(kx, (64, 3))
true_w = jnp.array([1.0, -2.0, 0.5])
y = x @ true_w + 0.3

params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
opt_state = optimizer.init(params)
for step in range(TOTAL_STEPS):
    params, opt_state, loss = train_step(params, opt_state, x, y)
    if step % 25 == 0:
        print(step, float(loss))
print("final loss", float(loss))
