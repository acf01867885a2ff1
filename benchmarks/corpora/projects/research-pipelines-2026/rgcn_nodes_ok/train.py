import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from .config import Config
from .graph import edge_norm, sbm_multirelational, split_masks
from .model import RGCN


def masked_xent(logits, labels, mask):
    ll = optax.softmax_cross_entropy_with_integer_labels(logits, labels)
    return jnp.sum(ll * mask) / jnp.maximum(mask.sum(), 1)


def masked_accuracy(logits, labels, mask):
    correct = (jnp.argmax(logits, -1) == labels).astype(jnp.float32)
    return jnp.sum(correct * mask) / jnp.maximum(mask.sum(), 1)


@eqx.filter_jit
def train_step(model, opt_state, graph, norm, mask, key, tx):
    def loss_fn(m):
        return masked_xent(m(graph, norm, key=key), graph["labels"], mask)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = tx.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


@eqx.filter_jit
def evaluate(model, graph, norm, mask):
    return masked_accuracy(model(graph, norm, inference=True), graph["labels"], mask)


def main():
    cfg = Config()
    graph = sbm_multirelational(cfg.seed, cfg.num_nodes, cfg.num_classes, cfg.num_relations,
                                cfg.feat_dim, cfg.p_in, cfg.p_out)
    norm = edge_norm(graph["receivers"], graph["edge_types"], cfg.num_nodes, cfg.num_relations)
    train_mask, test_mask = split_masks(cfg.seed, cfg.num_nodes, cfg.train_frac)
    print(f"{cfg.num_nodes} nodes, {graph['senders'].shape[0]} edges, {cfg.num_relations} relations")

    key = jax.random.PRNGKey(cfg.seed)
    key, k_model = jax.random.split(key)
    model = RGCN(cfg.feat_dim, cfg.hidden, cfg.num_classes, cfg.num_relations, cfg.num_layers, k_model)
    tx = optax.adamw(cfg.lr, weight_decay=cfg.weight_decay)
    opt_state = tx.init(eqx.filter(model, eqx.is_array))

    for step in range(cfg.steps):
        key, sub = jax.random.split(key)
        model, opt_state, loss = train_step(model, opt_state, graph, norm, train_mask.astype(jnp.float32), sub, tx)
        acc = evaluate(model, graph, norm, test_mask.astype(jnp.float32))
        print(f"step {step}: loss {float(loss):.4f} test acc {float(acc):.3f}")
