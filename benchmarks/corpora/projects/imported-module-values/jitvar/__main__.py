from jitvar.pipeline import run

print([o.shape for o in run()])
