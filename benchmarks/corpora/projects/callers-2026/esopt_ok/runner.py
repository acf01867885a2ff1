import jax

from . import es, tracking

PLAN = {"objective": "rosenbrock", "dim": 4, "population": 16, "generations": 4, "seed": 0}


def main(plan=PLAN):
    key = jax.random.PRNGKey(plan["seed"])
    tracker = tracking.Tracker(patience=2)
    state, best = es.update(None, key, plan["population"], plan["objective"], dim=plan["dim"])
    print("initial mean fitness %.4f" % float(tracking.mean_fitness(state.mean, plan["objective"])))
    for g in range(plan["generations"]):
        key, sub = jax.random.split(key)
        state, best = es.update(state, sub, plan["population"], plan["objective"])
        if tracker.update(state, best):
            state = tracker.adapt(state)
        print("gen %d best fitness %.4f sigma %.3f" % (g, float(best), float(state.sigma)))
    print(tracker.summary(), "dist", round(tracking.distance_to_optimum(state.mean, plan["objective"]), 4))
    print(tracking.format_curve(tracker.curve))
    return state
