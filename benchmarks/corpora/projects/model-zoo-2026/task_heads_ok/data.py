import jax
import jax.numpy as jnp


def random_graph(key, cfg, task):
    k1, k2, k3, k4 = jax.random.split(key, 4)
    graph = {
        "nodes": jax.random.normal(k1, (cfg.num_nodes, cfg.node_features)),
        "senders": jax.random.randint(k2, (cfg.num_edges,), 0, cfg.num_nodes),
        "receivers": jax.random.randint(k3, (cfg.num_edges,), 0, cfg.num_nodes),
        "task": task,
    }
    if cfg.tasks[task] == "node_cls":
        graph["target"] = jax.random.randint(k4, (cfg.num_nodes,), 0, cfg.node_classes)
    else:
        graph["target"] = graph["nodes"].sum() / cfg.num_nodes
    return graph
