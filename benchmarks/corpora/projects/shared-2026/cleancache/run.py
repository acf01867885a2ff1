import jax

from . import analysis, config, data, evaluate, train


def main():
    s = config.SETUP
    queries, items, targets, top = data.make(jax.random.PRNGKey(0), s["items"], s["queries"], s["dim"])
    print("eager top scores", top.shape)
    params = data.init(jax.random.PRNGKey(1), s["dim"])
    print("kept", analysis.kept_per_query(s["items"]), "entropy", analysis.entropy_of(params, queries, items, s["keep"]))
    opt_state = train.OPT.init(params)
    for _ in range(s["steps"]):
        params, opt_state, loss = train.step(params, opt_state, queries, items, targets, s["score"], s["keep"])
    print("loss", float(loss), "recall@3", float(evaluate.recall_at(params, queries, items, targets, "dot", 3)))
    print("agreement", float(analysis.scorer_agreement(params, queries, items)))
    params, opt_state, loss, rec = analysis.step_and_recall(params, opt_state, queries, items, targets, s["score"], s["keep"])
    print("step+recall", float(loss), rec, "cache", analysis.table_cache())
