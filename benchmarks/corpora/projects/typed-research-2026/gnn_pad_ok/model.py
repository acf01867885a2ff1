import jax

from gnn_pad_ok.layers import dense, dense_init, init_mp_layer, mp_layer


def init_gnn(key, node_feats, hidden, n_layers):
    keys = jax.random.split(key, n_layers + 2)
    return {
        "embed": dense_init(keys[0], node_feats, hidden),
        "layers": [init_mp_layer(keys[i + 1], hidden) for i in range(n_layers)],
        "readout": dense_init(keys[-1], hidden, 1),
    }


def gnn_apply(params, graph):
    h = dense(params["embed"], graph["nodes"])
    for layer in params["layers"]:
        h = h + mp_layer(layer, h, graph["senders"], graph["receivers"], graph["edge_mask"])
    mask = graph["node_mask"][:, None]
    pooled = (h * mask).sum(axis=0) / mask.sum()
    return dense(params["readout"], pooled)[0]
