"""Two-layer MLP on a toy regression task, trained with optax SGD with momentum."""
import jax
import jax.numpy as jnp
import optax

history = {"loss": [], "grad_norm": []}


def init_params(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [
        {"w": jax.random.normal(k, (m, n)) * jnp.sqrt(2.0 / m), "b": jnp.zeros(n)}
        for k, m, n in zip(keys, sizes[:-1], sizes[1:])
    ]


def forward(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    return x @ params[-1]["w"] + params[-1]["b"]


optimizer = optax.sgd(learning_rate=0.05, momentum=0.9)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((forward(p, x) - y) ** 2))(params)
    history["grad_norm"].append(float(optax.global_norm(grads)))
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


x = jnp.linspace(-1, 1, 64)[:, None]
y = jnp.sin(3 * x)
params = init_params(jax.random.key(0), [1, 16, 16, 1])
opt_state = optimizer.init(params)
for step in range(50):
    params, opt_state, loss = train_step(params, opt_state, x, y)
    history["loss"].append(float(loss))
print("first", history["loss"][0], "last", history["loss"][-1])
