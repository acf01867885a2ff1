import jax
import jax.numpy as jnp


def init_params(key, cfg, in_channels=1):
    params = {"convs": []}
    c_in = in_channels
    keys = jax.random.split(key, len(cfg.channels) + 1)
    for k, c_out in zip(keys[:-1], cfg.channels):
        fan_in = cfg.kernel * cfg.kernel * c_in
        w = jax.random.normal(k, (cfg.kernel, cfg.kernel, c_in, c_out)) * jnp.sqrt(2.0 / fan_in)
        params["convs"].append({"w": w, "b": jnp.zeros(c_out)})
        c_in = c_out
    params["head"] = {
        "w": jax.random.normal(keys[-1], (c_in, cfg.num_classes)) / jnp.sqrt(c_in),
        "b": jnp.zeros(cfg.num_classes),
    }
    return params


def conv(x, w, b, stride):
    y = jax.lax.conv_general_dilated(
        x, w, window_strides=(stride, stride), padding="SAME",
        dimension_numbers=("NHWC", "HWIO", "NHWC"),
    )
    return y + b


def forward(params, x):
    for layer in params["convs"]:
        x = jax.nn.relu(conv(x, layer["w"], layer["b"], stride=2))
    x = jnp.mean(x, axis=(1, 2))
    return x @ params["head"]["w"] + params["head"]["b"]
