"""Linear regression with optax SGD and a jit-friendly triangular schedule."""
import jax
import jax.numpy as jnp
import optax


def create_triangular_schedule(lr_min, lr_max, steps_per_cycle):
    top = (steps_per_cycle + 1) // 2

    def learning_rate_fn(step):
        cycle_step = step % steps_per_cycle
        rising = lr_min + cycle_step / top * (lr_max - lr_min)
        falling = lr_max - ((cycle_step - top) / top) * (lr_max - lr_min)
        return jnp.where(cycle_step < top, rising, falling)

    return learning_rate_fn


def loss_fn(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


schedule = create_triangular_schedule(1e-3, 1e-1, steps_per_cycle=20)
tx = optax.sgd(learning_rate=schedule)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


key = jax.random.PRNGKey(0)
x = jax.random.normal(key, (64, 3))
y = x @ jnp.array([1.0, -2.0, 0.5]) + 0.3
params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
opt_state = tx.init(params)

for step in range(40):
    params, opt_state, loss = train_step(params, opt_state, x, y)
    if step % 10 == 0:
        print(f"step {step:2d} lr {float(schedule(step)):.4f} loss {float(loss):.4f}")
print("final loss:", float(loss))
