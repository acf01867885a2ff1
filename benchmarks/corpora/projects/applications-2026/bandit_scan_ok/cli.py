import argparse

from .metrics import summarize
from .simulate import run_testbed
from .utils.io import save_results


def main(argv=None):
    p = argparse.ArgumentParser(prog="bandit_scan")
    p.add_argument("--arms", type=int, default=10)
    p.add_argument("--steps", type=int, default=200)
    p.add_argument("--runs", type=int, default=64)
    p.add_argument("--epsilons", type=float, nargs="+", default=[0.0, 0.01, 0.1])
    p.add_argument("--step-size", type=float, default=None, help="constant step size; default sample average")
    p.add_argument("--optimistic", action="store_true")
    p.add_argument("--out", default="")
    args = p.parse_args(argv)

    results = {}
    for eps in args.epsilons:
        rewards, optimal = run_testbed(args.arms, args.steps, args.runs, eps,
                                       step_size=args.step_size, optimistic=args.optimistic)
        results[eps] = summarize(rewards, optimal)
        print("eps=%.2f  mean reward (last 50) %.3f  optimal %.1f%%"
              % (eps, results[eps]["final_reward"], 100 * results[eps]["final_optimal"]))
    save_results(args.out, results)
    return 0
