import jax
import jax.numpy as jnp


def init(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "backbone": {"w": jax.random.normal(k1, (8, 8)) * 0.3, "bias": jnp.zeros(8)},
        "neck": {"w": jax.random.normal(k2, (8, 8)) * 0.3, "bias": jnp.zeros(8)},
        "head": {"w": jax.random.normal(k3, (8, 1)) * 0.3, "bias": jnp.zeros(1)},
    }


def path_names(tree):
    return jax.tree_util.tree_map_with_path(
        lambda path, _: "/".join(str(getattr(p, "key", p)) for p in path), tree
    )


def layer_scales(tree, decay=0.5):
    order = list(tree)
    return {name: jax.tree.map(lambda _: decay ** (len(order) - 1 - i), tree[name]) for i, name in enumerate(order)}


def forward(params, x):
    for name in ("backbone", "neck"):
        x = jnp.tanh(x @ params[name]["w"] + params[name]["bias"])
    return x @ params["head"]["w"] + params["head"]["bias"]


def make_step(params, base_lr, weight_decay):
    names, scales = path_names(params), layer_scales(params)

    def update(p, g, name, scale):
        lr = base_lr * scale
        if name.endswith("bias") or scale < 0.3:
            return p - lr * g
        return p - lr * (g + weight_decay * p)

    @jax.jit
    def step(params, x, y):
        loss, grads = jax.value_and_grad(lambda p: jnp.mean((forward(p, x) - y) ** 2))(params)
        return loss, jax.tree_util.tree_map(update, params, grads, names, scales)

    return step


params = init(jax.random.PRNGKey(0))
x = jax.random.normal(jax.random.PRNGKey(1), (32, 8))
y = jnp.sum(x[:, :2], axis=1, keepdims=True)
step = make_step(params, base_lr=0.1, weight_decay=1e-2)
for i in range(30):
    loss, params = step(params, x, y)
print("loss", float(loss), layer_scales(params)["backbone"])
