import jax
import jax.numpy as jnp
import optax


def sgd_with_optional_momentum(learning_rate, momentum):
    parts = []
    if momentum > 0:
        parts.append(optax.trace(decay=momentum, nesterov=False))
    parts.append(optax.scale(-learning_rate))
    return optax.chain(*parts)


def make_params(key):
    k1, k2 = jax.random.split(key)
    return {"w": jax.random.normal(k1, (4, 3)), "b": jax.random.normal(k2, (3,))}


def loss_fn(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


opt = optax.inject_hyperparams(sgd_with_optional_momentum)(
    learning_rate=0.05, momentum=0.9
)


@jax.jit
def step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    key = jax.random.key(0)
    params = make_params(key)
    opt_state = opt.init(params)
    x = jax.random.normal(jax.random.key(1), (16, 4))
    y = jax.random.normal(jax.random.key(2), (16, 3))
    for i in range(5):
        opt_state.hyperparams["learning_rate"] = 0.05 * (0.5 ** i)
        params, opt_state, loss = step(params, opt_state, x, y)
    print("final loss", float(loss))


if __name__ == "__main__":
    main()
