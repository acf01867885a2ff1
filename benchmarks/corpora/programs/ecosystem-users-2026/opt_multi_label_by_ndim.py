import jax
import jax.numpy as jnp
import optax


def init_params(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "embed": jax.random.normal(k1, (50, 16)),
        "proj": {"kernel": jax.random.normal(k2, (16, 4)) * 0.1, "bias": jnp.zeros(4)},
        "scale": jnp.ones(4) + 0.01 * jax.random.normal(k3, (4,)),
    }


def assign_labels(params):
    def label(p):
        if p.ndim > 1:
            return "decay"
        return "no_decay"
    return jax.tree_util.tree_map(label, params)


def forward(params, tokens):
    h = params["embed"][tokens].mean(axis=1)
    return (h @ params["proj"]["kernel"] + params["proj"]["bias"]) * params["scale"]


def main():
    params = init_params(jax.random.key(0))
    tokens = jax.random.randint(jax.random.key(1), (8, 5), 0, 50)
    targets = jax.random.normal(jax.random.key(2), (8, 4))
    tx = optax.multi_transform(
        {"decay": optax.adamw(1e-3, weight_decay=0.1), "no_decay": optax.adam(1e-3)},
        assign_labels,
    )
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state):
        loss, grads = jax.value_and_grad(
            lambda p: jnp.mean((forward(p, tokens) - targets) ** 2))(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    for _ in range(3):
        params, opt_state, loss = train_step(params, opt_state)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
