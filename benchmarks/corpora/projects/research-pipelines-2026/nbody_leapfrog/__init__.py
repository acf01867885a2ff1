"""Direct-summation N-body integration with a leapfrog (kick-drift-kick) scheme."""
