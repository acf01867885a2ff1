import jax
import jax.numpy as jnp
import equinox as eqx

MEMBER_LR = {0: 1e-1, 1: 3e-2, 2: 1e-2, 3: 3e-3}


def make_member(key):
    return eqx.nn.MLP(2, 1, width_size=16, depth=1, key=key)


def member_lr(idx):
    table = jnp.array([MEMBER_LR[i] for i in sorted(MEMBER_LR)])
    return table[idx]


def sgd_member(params, static, x, y):
    def loss_fn(p):
        model = eqx.combine(p, static)
        return jnp.mean((jax.vmap(model)(x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    lr = member_lr(jax.lax.axis_index("member"))
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, jax.lax.pmean(loss, "member")


def main():
    keys = jax.random.split(jax.random.key(0), len(MEMBER_LR))
    ensemble = eqx.filter_vmap(make_member)(keys)
    params, static = eqx.partition(ensemble, eqx.is_array)
    x = jax.random.normal(jax.random.key(1), (50, 2))
    y = (x[:, :1] * x[:, 1:])
    step = jax.jit(jax.vmap(lambda p, xx, yy: sgd_member(p, static, xx, yy),
                            in_axes=(0, None, None), axis_name="member"))
    for _ in range(10):
        params, mean_loss = step(params, x, y)
    print("ensemble mean loss", float(mean_loss[0]))


if __name__ == "__main__":
    main()
